import { useEffect, useRef } from 'react';
import { Alert, Progress } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReadyAnswer } from '@orrery/contract';

/** `GET /readyz` every 2 s while something is loading, then not again (the server serves already). */
function useLoadingSteps() {
  return useQuery({
    queryKey: ['readyz'],
    queryFn: async ({ signal }) => {
      const response = await fetch('/readyz', { signal });
      if (!response.ok) throw new Error(`readyz ${response.status}`);
      return ((await response.json()) as ReadyAnswer).loading ?? [];
    },
    refetchInterval: (query) => (query.state.data?.length ? 2_000 : false),
  });
}

/**
 * What a new server still loads behind the API (its demo data), with each step's figures; the figures on
 * the dashboard are read again when it ends, so that nobody takes a half-filled database for the whole.
 */
export function DemoLoadingNote() {
  const { data: steps = [] } = useLoadingSteps();
  const client = useQueryClient();
  const wasLoading = useRef(false);
  useEffect(() => {
    if (steps.length) wasLoading.current = true;
    else if (wasLoading.current) {
      wasLoading.current = false;
      void client.invalidateQueries({ queryKey: ['dashboard'] });
    }
  }, [steps.length, client]);
  if (!steps.length) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="The demo data is still loading: the figures grow as it comes in."
      description={steps.map((step) => (
        <div key={step.name} data-loading-step={step.name}>
          {step.name}
          {step.total > 0 && (
            <>
              {`: ${step.done.toLocaleString('en')} of ${step.total.toLocaleString('en')}`}
              <Progress percent={Math.min(100, Math.floor((step.done / step.total) * 100))} size="small" />
            </>
          )}
        </div>
      ))}
    />
  );
}
