/**
 * The `/user` layout's and the home's code, imported from here only. Webpack makes one chunk group per `import()`
 * expression, so a second `import()` of the same screen elsewhere would get chunks of its own: `/login`'s warm-up
 * would fetch those, and the route would still fetch its own after the sign-in.
 */
export const importUserLayout = () => import('../screens/UserLayout');
// The shell's own home cards share this chunk (`src/cards`): they show to everyone who reaches the home.
export const importHomeScreen = () => import(/* webpackChunkName: "home" */ '../screens/HomeScreen');
