import { Alert, App, Button, Flex, Tag } from 'antd';
import {
  celebrityRuleMessages as rules,
  celebrityStatusLabels,
  type CelebrityDetail,
  type CelebrityLanguage,
  type CelebrityStatus,
} from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { useCelebrityStatus } from './api';

/** What publishing still needs, as the server checks it: chart, image, every introduction. */
function missingForPublish(c: CelebrityDetail, languages: CelebrityLanguage[]): string[] {
  const missing: string[] = [];
  if (!c.chart) missing.push(rules.missingChart);
  if (c.celebrity_profiles.length === 0) missing.push(rules.missingImage);
  for (const l of languages) {
    const intro = c.introduction.find((i) => i.language === l.mobileKey);
    if (!intro?.short_intro.trim() || !intro.profession.trim())
      missing.push(rules.missingIntroduction(l.language));
  }
  return missing;
}

/**
 * V2: the status, Publish or Unpublish, and what a publish still needs. The buttons name themselves:
 * antd can leave its collapsed loading icon (labelled "loading") in a button after a quick request.
 */
export function PublishBar({
  celebrity,
  languages,
}: {
  celebrity: CelebrityDetail;
  languages: CelebrityLanguage[];
}) {
  const { message } = App.useApp();
  const setStatus = useCelebrityStatus();
  const status = celebrity.status as CelebrityStatus;
  const missing = missingForPublish(celebrity, languages);
  const change = (next: CelebrityStatus) =>
    setStatus.mutate(
      // no version: a status change is checked on the server whatever else changed since loading
      { id: celebrity._id, status: next },
      {
        onSuccess: (answer) => void message.success(answer.message),
        onError: (error) => void message.error(errorMessage(error)),
      },
    );
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex gap={12} align="center">
        <span>Status:</span>
        <Tag color={status === 'publish' ? 'green' : 'red'}>{celebrityStatusLabels[status] ?? status}</Tag>
        {status === 'publish' ? (
          <Button aria-label="Unpublish" loading={setStatus.isPending} onClick={() => change('unPublish')}>
            Unpublish
          </Button>
        ) : (
          <Button
            type="primary"
            aria-label="Publish"
            // what is still missing is said below; the server refuses the same
            disabled={missing.length > 0}
            loading={setStatus.isPending}
            onClick={() => change('publish')}
          >
            Publish
          </Button>
        )}
      </Flex>
      {status !== 'publish' && missing.length > 0 && (
        <Alert type="warning" showIcon title={rules.cannotPublish(missing)} />
      )}
    </Flex>
  );
}
