// esbuild's text loader: a .ptx import is the file's text.
declare module '*.ptx' {
  const text: string;
  export default text;
}
