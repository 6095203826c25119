import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Input, Typography } from 'antd';
import {
  aiReportMessages,
  CHATBOT_MESSAGE_MAX,
  chatbotMessages as m,
  type ChatbotTryAnswer,
} from '@orrery/contract';
import { formatEuros, formatTokens } from '../../lib/money';
import { useTryChatbot } from './api';

/**
 * The model, tokens and cost of a try. Without a configured model no model ran: the figures are
 * labelled as an estimate of what the saved model would have used and cost.
 */
function AnswerCost({ answer }: { answer: ChatbotTryAnswer['data'] }) {
  const { model, cost } = answer;
  const estimate = !answer.aiProvider.configured;
  const tokens = `${formatTokens(cost.inputTokens)} in, ${formatTokens(cost.outputTokens)} out`;
  const euros = formatEuros(cost.euro);
  return (
    <Descriptions
      size="small"
      bordered
      column={{ xs: 1, md: 3 }}
      items={
        estimate
          ? [
              { key: 'model', label: 'Model (did not run)', children: `${model}: no model ran` },
              { key: 'tokens', label: 'Tokens (estimate)', children: `about ${tokens}` },
              {
                key: 'cost',
                label: `Cost if ${model} answered (estimate)`,
                children: cost.euro === null ? euros : `about ${euros}`,
              },
            ]
          : [
              { key: 'model', label: 'Model', children: model },
              { key: 'tokens', label: 'Tokens', children: tokens },
              { key: 'cost', label: 'Cost', children: euros },
            ]
      }
    />
  );
}

/** Try it: one message to the AI provider with the saved prompt and model, and what it cost. */
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
          showCount
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
            {!answer.aiProvider.configured && (
              <Alert type="info" showIcon title={aiReportMessages.noModelRan(answer.model)} />
            )}
            <AnswerCost answer={answer} />
          </>
        )}
      </Flex>
    </Card>
  );
}
