import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Input, Typography } from 'antd';
import { CHATBOT_MESSAGE_MAX, chatbotMessages as m } from '@orrery/contract';
import { formatEuros, formatTokens } from '../../lib/money';
import { useTryChatbot } from './api';

/** Beyond the spec: one message to the AI provider with the saved prompt and model, and what it cost. */
export function TryIt() {
  const [text, setText] = useState('');
  const tryIt = useTryChatbot();
  const answer = tryIt.data;
  const send = () => {
    if (text.trim()) tryIt.mutate({ message: text.trim() });
  };
  return (
    <Card title="Try it" size="small">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Sends one message to the AI model with the saved prompt and model (save your changes first). Nothing
          is stored and no member sees it.
        </Typography.Text>
        <Input.TextArea
          aria-label="Message to Romeu"
          placeholder="Write a message as a member would"
          value={text}
          maxLength={CHATBOT_MESSAGE_MAX}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(event) => setText(event.target.value)}
        />
        <Flex justify="end">
          <Button onClick={send} loading={tryIt.isPending} disabled={!text.trim()} title={m.messageRequired}>
            Send
          </Button>
        </Flex>
        {answer && (
          <>
            <Typography.Paragraph
              data-testid="romeu-answer"
              style={{ whiteSpace: 'pre-wrap', margin: 0, padding: 12, background: 'rgba(0,0,0,0.03)' }}
            >
              {answer.answer}
            </Typography.Paragraph>
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'model', label: 'Model', children: answer.model },
                {
                  key: 'tokens',
                  label: 'Tokens',
                  children: `${formatTokens(answer.cost.inputTokens)} in, ${formatTokens(answer.cost.outputTokens)} out`,
                },
                { key: 'cost', label: 'Cost', children: formatEuros(answer.cost.euro) },
              ]}
            />
          </>
        )}
      </Flex>
    </Card>
  );
}
