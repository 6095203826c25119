/** Routes whose screens are not built yet: each shows its title and a note. */
export const notBuiltScreens: readonly { path: string; title: string }[] = [];
