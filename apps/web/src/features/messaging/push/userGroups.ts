/** The user groups of the Push Notification screen. */
export interface UserGroups {
  allUser: boolean;
  activeUser: boolean;
  dormantUser: boolean;
  inCompleteUser: boolean;
}

export type UserGroup = keyof UserGroups;

export const noGroups: UserGroups = {
  allUser: false,
  activeUser: false,
  dormantUser: false,
  inCompleteUser: false,
};

/**
 * The linked checkboxes: All turns every group on, or off when it was on; clicking a group while All is
 * on turns All and that group off; checking the last of the three turns All on again.
 */
export function toggleGroup(groups: UserGroups, group: UserGroup): UserGroups {
  if (group === 'allUser') {
    const on = !groups.allUser;
    return { allUser: on, activeUser: on, dormantUser: on, inCompleteUser: on };
  }
  if (groups.allUser) return { ...groups, allUser: false, [group]: false };
  const next = { ...groups, [group]: !groups[group] };
  return { ...next, allUser: next.activeUser && next.dormantUser && next.inCompleteUser };
}

/** Pasted ids split on newlines, commas and spaces, repeats skipped. */
export const splitIds = (text: string | undefined) => [
  ...new Set(
    (text ?? '')
      .split(/[\s,]+/)
      .map((id) => id.trim())
      .filter(Boolean),
  ),
];
