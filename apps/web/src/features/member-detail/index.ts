export { MemberDetail } from './MemberDetail';
export { CreateMemberDrawer } from './CreateMemberDrawer';
