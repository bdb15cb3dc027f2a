// lodash-es ships no types and the project has no @types/lodash-es: the four functions
// test/unit/build/lodashForFormik.test.ts compares against, typed as Formik uses them.
declare module 'lodash-es/clone' {
  export default function clone<T>(value: T): T;
}
declare module 'lodash-es/cloneDeep' {
  export default function cloneDeep<T>(value: T): T;
}
declare module 'lodash-es/isPlainObject' {
  export default function isPlainObject(value: unknown): boolean;
}
declare module 'lodash-es/toPath' {
  export default function toPath(value: unknown): (string | symbol)[];
}
