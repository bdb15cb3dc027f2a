// A build step (Vite runs it; no app code imports it) that trims what the framework libraries put into every page's
// first paint, which has a budget (test/bench/run.ts). The libraries' production files keep code no screen uses, only
// because a top-level statement looks like it has an effect: `Form.displayName = "Form"` (a property write) or
// `React.forwardRef(...)` without a pure mark keep the component and everything it calls. And Formik brings lodash's
// general-purpose cloning for form values that are strings (build/lodashForFormik.ts replaces it). Each rewrite is a
// plain text match: when a library changes shape it simply matches nothing (the bundle grows back, nothing breaks;
// `BENCH_ONLY=bundle npm run bench` shows it). Wired in vite.config.ts.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Libraries whose top-level display names and component wrappers are rewritten. */
const TRIMMED = /[\\/]node_modules[\\/](react-router[\\/]dist[\\/]production|formik[\\/]dist)[\\/][^\\/]+\.m?js$/;
/** `Name.displayName = "Name";` at the top level: a name for React DevTools, which production builds do not need. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = (["'])[^"'\n]*\1;$/gm;
/** `var Link = React10.forwardRef(` at the top level: creating a component has no effect beyond its value. */
const COMPONENT_WRAPPER = /^(var [\w$]+ = )([\w$]+\.(?:forwardRef|memo)\()/gm;
/**
 * Formik's `Inner.defaultProps = {...};` before `var Outer = connect(Inner);`: moved into that (pure) expression, so
 * FieldArray, which no screen uses, leaves with its class.
 */
const DEFAULT_PROPS_BEFORE_CONNECT =
  /^([\w$]+)\.defaultProps = (\{[^;]*\});\n(var [\w$]+ = \/\*#__PURE__\*\/connect\()\1\);$/gm;

/**
 * CommonJS helpers that only define functions, so kept only when something calls them: Formik's connect() and
 * withFormik() hoist statics with them, and neither is used (a CommonJS module otherwise counts as having effects).
 */
const WITHOUT_EFFECTS = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

const FORMIK = /[\\/]node_modules[\\/]formik[\\/]/;
const LODASH_FOR_FORMIK = fileURLToPath(new URL('./lodashForFormik.ts', import.meta.url));
const LODASH_FUNCTIONS = new Set(['clone', 'cloneDeep', 'isPlainObject', 'toPath']);
const VIRTUAL = '\0portal-lodash-for-formik:';

export function leanLibraries(): Plugin {
  return {
    name: 'portal:lean-libraries',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !FORMIK.test(importer)) return null;
      const name = /^lodash-es\/(\w+)(?:\.js)?$/.exec(source)?.[1];
      return name && LODASH_FUNCTIONS.has(name) ? VIRTUAL + name : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      return `export { ${id.slice(VIRTUAL.length)} as default } from ${JSON.stringify(LODASH_FOR_FORMIK)};\n`;
    },
    transform(code, id) {
      if (WITHOUT_EFFECTS.test(id)) return { code, map: null, moduleSideEffects: false };
      if (!TRIMMED.test(id)) return null;
      const trimmed = code
        .replace(DISPLAY_NAME, '')
        .replace(COMPONENT_WRAPPER, '$1/* @__PURE__ */ $2')
        .replace(DEFAULT_PROPS_BEFORE_CONNECT, '$3/* @__PURE__ */ Object.assign($1, { defaultProps: $2 }));');
      return { code: trimmed, map: null };
    },
  };
}
