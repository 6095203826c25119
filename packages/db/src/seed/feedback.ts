import type { FeedbackAttachment, feedback } from '../schema/index';
import { feedbackBugTopics, feedbackSuggestionTopics } from './moderationTexts';
import type { PoolImage } from './photos';
import { chance, intBetween, pick, rngFor, uuidFrom } from './random';

export type FeedbackInsert = Required<typeof feedback.$inferInsert>;

const FEEDBACK_SALT = 0x0feedbac;
/** Share of members who sent a feedback message. */
const FEEDBACK_SHARE = 0.01;

export interface FeedbackAuthor {
  id: string;
  email: string;
  createdAt: number;
  lastActiveAt: number;
  appVersion: string | null;
  devicePlatform: string | null;
}

/** The feedback messages member `index` sent (none for most), some with 1–3 screenshots of the pool. */
export function generateFeedback(
  seed: number,
  index: number,
  author: FeedbackAuthor,
  screenshots: readonly PoolImage[],
): FeedbackInsert[] {
  const rng = rngFor(seed, index, FEEDBACK_SALT);
  if (!chance(rng, FEEDBACK_SHARE)) return [];
  const count = chance(rng, 0.15) ? 2 : 1;
  return Array.from({ length: count }, () => {
    const bug = chance(rng, 0.6);
    const topic = pick(rng, bug ? feedbackBugTopics : feedbackSuggestionTopics);
    const at = author.createdAt + rng() * (author.lastActiveAt - author.createdAt);
    const shots = screenshots.length && chance(rng, bug ? 0.45 : 0.15) ? intBetween(rng, 1, 3) : 0;
    const attachments: FeedbackAttachment[] = Array.from({ length: shots }, (_, k) => {
      const image = pick(rng, screenshots);
      return {
        filename: `screenshot-${k + 1}.jpg`,
        url: image.url,
        thumbUrl: image.thumbUrl,
        mime: 'image/jpeg',
        size: image.sizeBytes,
        width: image.width,
        height: image.height,
      };
    });
    return {
      id: uuidFrom(rng),
      memberId: author.id,
      email: author.email,
      kind: bug ? 'bug_report' : 'suggestion',
      subject: topic.subject,
      text: pick(rng, topic.texts),
      attachments,
      appVersion: author.appVersion,
      devicePlatform: author.devicePlatform,
      createdAt: new Date(at),
      modifiedAt: new Date(at),
    };
  });
}
