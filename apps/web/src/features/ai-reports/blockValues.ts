import {
  AI_VERSION_FIELDS,
  blockOf,
  type AiReportSettings,
  type AiReportVersion,
  type AiReportVersionBody,
  type Membership,
} from '@orrery/contract';

/** One block of the form and the prompts: what Save Version keeps. */
export const versionBody = (values: AiReportSettings, membership: Membership): AiReportVersionBody => ({
  membership,
  ...blockOf(values, membership),
});

/** True when the form's block (and prompts) hold what the version holds. */
export const sameAsVersion = (body: AiReportVersionBody, version: AiReportVersion | undefined): boolean =>
  !!version && AI_VERSION_FIELDS.every((field) => body[field] === version[field]);
