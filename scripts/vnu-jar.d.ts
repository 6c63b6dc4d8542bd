/** The `vnu-jar` package answers the path of the Nu HTML Checker's jar. */
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
