/** The members list (tabs Members and Blocked, CSV export) and what other member screens share. */
export { memberListRoutes } from './routes';
export { seedDemoMembersOnce } from './demoSeed';
export { reserveDemoMembersOnce } from './demoAddresses';
export { MemberIdParams, memberErrors, memberTags } from './params';
export {
  listOf,
  memberNameContains,
  oneOf,
  otpCondition,
  profileSearchCondition,
  searchCondition,
} from './search';
export { accountStatusOf, otpStatusOf, popularityOf, rolesOf, type MemberRow } from './status';
export { markDormantMembers, type DormancyReport } from './dormancy';
