/** The part of the `zipcodes` package the API uses (the package ships no types). */
declare module 'zipcodes' {
  interface ZipCodeEntry {
    zip: string;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: { lookup(zip: string): ZipCodeEntry | undefined };
  export default zipcodes;
}
