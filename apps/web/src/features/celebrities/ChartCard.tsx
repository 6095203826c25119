import { Alert, App, Button, Card } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CelebrityDetail } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { NatalChartView } from '../../components/NatalChartView';
import { celebrityKeys, saveCelebrityChart } from './api';

/** The stored birth chart, shown as the member chart is; without one, a button that computes it. */
export function ChartCard({ celebrity }: { celebrity: CelebrityDetail }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const compute = useMutation({
    mutationFn: () => saveCelebrityChart(celebrity),
    onSuccess: (answer) => {
      void message.success(answer.message);
      return queryClient.invalidateQueries({ queryKey: celebrityKeys.all });
    },
    onError: (error) => void message.error(errorMessage(error)),
  });
  return (
    <Card title="Birth chart" size="small" style={{ marginTop: 16 }}>
      {celebrity.chart ? (
        <NatalChartView chart={celebrity.chart} />
      ) : (
        <Alert
          type="info"
          showIcon
          title="No birth chart yet."
          action={
            <Button size="small" loading={compute.isPending} onClick={() => compute.mutate()}>
              Compute chart
            </Button>
          }
        />
      )}
    </Card>
  );
}
