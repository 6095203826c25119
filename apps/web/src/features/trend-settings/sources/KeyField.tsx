import { useState } from 'react';
import { Form, Input } from 'antd';
import { sourceTextKeyProblem } from '@orrery/contract';

interface KeyFieldProps {
  /** The key the tree has built so far (codes joined by underscores). */
  built: string;
  onOpen: (key: string) => void;
}

/**
 * The key being edited: built by the tree, or typed. A typed key is opened only if it has a valid
 * shape ('key is required.', 'last level is required.' otherwise).
 */
export function KeyField({ built, onOpen }: KeyFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const value = typed ?? built;
  const open = () => {
    const found = sourceTextKeyProblem(value);
    setProblem(found);
    if (!found) {
      setTyped(null);
      onOpen(value.trim());
    }
  };
  return (
    <Form layout="inline">
      <Form.Item label="Key" validateStatus={problem ? 'error' : undefined} help={problem ?? undefined}>
        <Input.Search
          aria-label="Key"
          value={value}
          enterButton="Open"
          style={{ width: 360 }}
          onChange={(e) => {
            setTyped(e.target.value);
            setProblem(null);
          }}
          onSearch={open}
        />
      </Form.Item>
    </Form>
  );
}
