/**
 * The first element of the query keys a feature shares with another: each feature's api.ts builds its
 * keys from here, and another feature invalidates them by this root (features do not import each other).
 */
export const keyRoots = {
  members: 'members',
  /** the rule/score sets (`['synastrySets', 'list']`): the pair pages offer them, the synastry page saves them */
  synastrySets: 'synastrySets',
} as const;
