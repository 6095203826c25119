import { useEffect, useState } from 'react';
import { Button, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { LazyOverlay } from '../components/LazyOverlay';
import { lazyPart } from '../lib/lazyPart';

// the dialog's code loads when it first opens: the header is part of every screen
const CommandSearchDialog = lazyPart(() => import('./CommandSearchDialog'), 'CommandSearchDialog');

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header's Search button and Ctrl+K (⌘K), opening the search dialog. */
export function CommandSearch() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button icon={<SearchOutlined />} onClick={() => setOpen(true)} aria-label="Search (Ctrl+K)">
        Search <Typography.Text keyboard>{isMac ? '⌘K' : 'Ctrl K'}</Typography.Text>
      </Button>
      <LazyOverlay part={CommandSearchDialog} open={open}>
        <CommandSearchDialog.Component open={open} onClose={() => setOpen(false)} />
      </LazyOverlay>
    </>
  );
}
