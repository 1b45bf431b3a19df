/** @jsonresume/schema ships no types: its validator, as unit/cv.spec.ts uses it. */
declare module '@jsonresume/schema' {
  const validator: {
    validate(resume: unknown, callback: (errors: unknown, valid: boolean) => void): void;
  };
  export default validator;
}
