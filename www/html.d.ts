// The markup of a part of the page that comes with its chunk (panels/*.html): esbuild
// bundles it as text (scripts/bundle-pages.mjs), panels/mount.js puts it on the page.
declare module '*.html' {
  const markup: string;
  export default markup;
}
