// Style sheets are imported for their side effect; webpack's css-loader bundles them.
declare module '*.css';
