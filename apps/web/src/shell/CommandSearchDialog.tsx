import { useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Input, Modal, Tag, Typography, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { SEARCH_MIN_LENGTH, type SearchAnswer } from '@orrery/contract';
import { api, errorMessage } from '../api/client';
import { getStoredUser, isSuperadmin } from '../lib/session';
import { kindLabels, matchingScreens, targetOf, type SearchItem } from './searchTargets';

/** How long typing rests before the server is asked. */
const TYPING_PAUSE_MS = 150;

function useTypedPause(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * The Ctrl+K dialog: one search over members (nickname, e-mail, id), admins, celebrities, content keys,
 * synastry sets and the console's screens. ↑ ↓ choose, Enter opens, Escape closes. Screens are found from
 * the first letter, records from the third.
 */
export function CommandSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const box = useRef<InputRef>(null);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const asked = useTypedPause(text.trim());
  const records = useQuery({
    queryKey: ['search', asked],
    queryFn: ({ signal }) => api<SearchAnswer>('search', { query: { q: asked }, signal }),
    enabled: open && asked.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

  const searching = asked.length >= SEARCH_MIN_LENGTH;
  const found: SearchItem[] = searching
    ? (records.data?.items ?? []).map((hit) => ({
        key: `${hit.kind}:${hit._id}`,
        kind: hit.kind,
        title: hit.title,
        detail: hit.detail,
        to: targetOf(hit),
      }))
    : [];
  const items = [...matchingScreens(text, isSuperadmin(getStoredUser())), ...found];
  const chosen = Math.min(active, Math.max(0, items.length - 1));

  const close = () => {
    onClose();
    setText('');
    setActive(0);
  };
  const go = (item: SearchItem | undefined) => {
    if (!item) return;
    close();
    void navigate(item.to);
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((chosen + step + items.length) % Math.max(1, items.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(items[chosen]);
    }
  };

  const status = !text.trim()
    ? 'Type a name, an e-mail, an id, a key or a screen.'
    : records.isError && searching
      ? `Records could not be searched: ${errorMessage(records.error)}`
      : !searching
        ? `Records are searched from ${SEARCH_MIN_LENGTH} letters.`
        : records.isFetching
          ? 'Searching…'
          : items.length === 0
            ? 'Nothing found.'
            : `${items.length} found: ↑ ↓ to choose, Enter to open.`;

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      title="Search"
      width={640}
      destroyOnHidden
      // the box takes the focus once the dialog is open (the dialog keeps it itself when it opens
      // without motion, for a person who asked for reduced motion)
      afterOpenChange={(opened) => opened && box.current?.focus()}
    >
      <Input
        ref={box}
        autoFocus
        allowClear
        size="large"
        prefix={<SearchOutlined />}
        placeholder="Members, admins, celebrities, content keys, synastry sets, screens"
        aria-label="Search everything"
        role="combobox"
        aria-expanded={items.length > 0}
        aria-controls="command-search-results"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
      />
      <Typography.Text
        type={records.isError ? 'danger' : 'secondary'}
        role="status"
        style={{ display: 'block', margin: '8px 0' }}
      >
        {status}
      </Typography.Text>
      <div
        id="command-search-results"
        role="listbox"
        aria-label="Results"
        style={{ maxHeight: 420, overflowY: 'auto' }}
      >
        {items.map((item, index) => (
          <Flex
            key={item.key}
            role="option"
            aria-selected={index === chosen}
            gap={8}
            align="baseline"
            onClick={() => go(item)}
            onMouseEnter={() => setActive(index)}
            style={{
              cursor: 'pointer',
              padding: '6px 8px',
              borderRadius: 6,
              minWidth: 0,
              background: index === chosen ? 'rgba(22, 119, 255, 0.08)' : undefined,
            }}
          >
            <Tag style={{ minWidth: 92, textAlign: 'center' }}>{kindLabels[item.kind]}</Tag>
            <Typography.Text strong>{item.title}</Typography.Text>
            <Typography.Text type="secondary" ellipsis>
              {item.detail}
            </Typography.Text>
          </Flex>
        ))}
      </div>
    </Modal>
  );
}
