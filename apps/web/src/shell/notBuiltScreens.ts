/** Routes of the spec's route tables whose screens later issues build: each shows its title and a note. */
export const notBuiltScreens: readonly { path: string; title: string }[] = [];
