// Lint: typescript-eslint's recommended rules, the hooks rules, no import cycles, the raw react-redux
// hooks banned in favour of the typed ones in store/hooks.ts, and the module boundaries
// (`boundaries` below: what features, shared code, sagas, the API, the store and the server may import).
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** Entries of a folder (`dirs` for folders only), read at config load so a new feature or folder is covered at once. */
const entries = (folder, dirs = false) =>
  readdirSync(join(ROOT, folder), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.') && (!dirs || entry.isDirectory()))
    .map((entry) => entry.name);

const features = entries('src/features', true);
/** A feature's paths.ts is its public address: the one file of a feature that anyone else may import. */
const pathsFiles = (except) => features.filter((f) => f !== except).map((f) => `./${f}/paths.ts`);

/** What a feature may import besides its own files and other features' paths.ts; everything else is closed. */
const FEATURE_MAY_USE = { root: ['src', 'store', 'api', 'node_modules'], src: ['components', 'lib', 'features'] };
const closedToFeatures = [
  ...entries('.')
    .filter((name) => !FEATURE_MAY_USE.root.includes(name))
    .map((name) => `./${name}`),
  ...entries('src')
    .filter((name) => !FEATURE_MAY_USE.src.includes(name))
    .map((name) => `./src/${name}`),
];

/**
 * The layers split by feature: a folder of sagas/ or api/ named for a feature is that feature's, and so is a store
 * slice named for it (store/application.ts, store/applicationFinalSteps.ts). A folder named for no feature (sagas/flags,
 * api/identity) and the files beside the folders are shared modules, open to every feature.
 */
const featureFolders = (layer) => entries(layer, true).filter((name) => features.includes(name));
const sagaFeatures = featureFolders('sagas');
const apiFeatures = featureFolders('api');
const storeSlices = (feature) =>
  entries('store')
    .filter((name) => new RegExp(`^${feature}([A-Z]\\w*)?\\.ts$`).test(name))
    .map((name) => `./store/${name}`);
const othersIn = (layer, folders, feature) => folders.filter((f) => f !== feature).map((f) => `./${layer}/${f}`);

/** All a saga may import of src/features: a feature's address (paths.ts) and its one file of pure rules (rules.ts). */
const SAGA_READABLE = ['paths.ts', 'rules.ts'];
const zonedSagas = ['./sagas'];

/** Zones of one feature in the layers beside src/features: its sagas, its api folder and its store slices. */
const featureLayerZones = (feature) => [
  ...(sagaFeatures.includes(feature)
    ? [
        {
          target: `./sagas/${feature}`,
          from: othersIn('sagas', sagaFeatures, feature),
          message: `A feature's sagas import no other feature's sagas; what they share is a module in sagas/ itself (${feature}).`,
        },
        {
          target: `./sagas/${feature}`,
          from: othersIn('api', apiFeatures, feature),
          message: `A feature's sagas call only their own feature's api/ folder and the shared API modules (${feature}).`,
        },
      ]
    : []),
  ...(apiFeatures.includes(feature)
    ? [
        {
          target: `./api/${feature}`,
          from: othersIn('api', apiFeatures, feature),
          message: `A feature's API imports no other feature's API, only the shared API modules (${feature}).`,
        },
      ]
    : []),
  ...(storeSlices(feature).length
    ? [
        {
          target: storeSlices(feature),
          from: othersIn('api', apiFeatures, feature),
          message: `A feature's store slice reads only its own feature's API (${feature}).`,
        },
      ]
    : []),
];

/** Everything in src/ but the code shared with the layers (src/lib). */
const srcButLib = entries('src')
  .filter((name) => name !== 'lib')
  .map((name) => `./src/${name}`);

const boundaries = [
  // A feature: its own files, other features' paths.ts, and nothing else of another feature.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...pathsFiles(feature)],
    message: `A feature imports only its own files and other features' paths.ts (${feature}).`,
  })),
  {
    target: './src/features',
    from: closedToFeatures,
    message: 'A feature imports only src/components, src/lib, store/, api/ and features’ paths.ts.',
  },
  {
    target: './src/components',
    from: './src/features',
    except: pathsFiles(),
    message: 'Shared components import no feature (a feature’s paths.ts excepted).',
  },
  { target: './src/lib', from: './src/features', message: 'src/lib imports no feature.' },
  {
    // Sagas are started by the app shell (src/app) only: a screen dispatches events, it never runs a saga.
    target: entries('src')
      .filter((name) => name !== 'app')
      .map((name) => `./src/${name}`),
    from: './sagas',
    message: 'Only src/app may import sagas/; screens dispatch events instead.',
  },
  {
    target: './server',
    from: './src',
    except: ['./lib'],
    message: 'The server shares only src/lib with the client.',
  },
  { target: './server', from: ['./store', './sagas'], message: 'The server imports no client state or sagas.' },
  { target: './store', from: './sagas', message: 'store/ never imports sagas/ (sagas import the store).' },
  ...features.flatMap(featureLayerZones),
  {
    target: zonedSagas,
    from: './src/features',
    except: features.flatMap((feature) => SAGA_READABLE.map((file) => `./${feature}/${file}`)),
    message: "Sagas import of src/features only a feature's paths.ts and rules.ts (pure rules).",
  },
  { target: './api', from: ['./sagas', ...srcButLib], message: 'api/ imports no sagas, and only src/lib of src/.' },
  { target: './store', from: srcButLib, message: 'store/ imports only src/lib of src/.' },
];

// Sagas navigate and post through named paths (a feature's paths.ts, src/lib/restPaths.ts): a path typed into a saga is
// one the route table and the server do not know about.
const SAGA_PATHS = [
  {
    selector: 'Literal[value=/^\\/[a-z]/i]',
    message: "Name the path in the feature's paths.ts (routes) or src/lib/restPaths.ts (server endpoints).",
  },
  {
    selector: 'TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/[a-z]/i]',
    message: "Name the path in the feature's paths.ts (routes) or src/lib/restPaths.ts (server endpoints).",
  },
];

// What a call or a select answers is typed by the function or selector, never asserted; and a saga navigates one way.
const SAGA_EFFECTS = [
  {
    selector: 'TSAsExpression > YieldExpression[delegate=false] > CallExpression[callee.name=/^(call|select)$/]',
    message: 'Type the answer through yield* callTyped, selectTyped (sagas/typedEffects.ts) or endpointData.',
  },
  {
    // A result kept in a variable (directly, or as one branch of ?:, && or ||) is typed by the helper, not declared.
    selector: [
      ':matches(VariableDeclarator, AssignmentExpression,',
      ':matches(VariableDeclarator, AssignmentExpression) > :matches(ConditionalExpression, LogicalExpression))',
      '> YieldExpression[delegate=false] > CallExpression[callee.name=/^(call|select)$/]',
    ].join(' '),
    message: 'Keep what a call or select answers through yield* callTyped, selectTyped or endpointData.',
  },
  {
    selector: "CallExpression[callee.name='call'] > ArrayExpression > MemberExpression[property.name='navigate']",
    message: 'Navigate with nav.navigate from deps(); yield what it returns to wait for the page.',
  },
];

// Screens whose words all come from the translation catalogues (src/lib/i18n): a word typed into their JSX fails
// lint. test/unit/i18n fails when a feature with screens is missing here.
const TRANSLATED = [
  'src/main.tsx',
  'src/app/**/*.tsx',
  'src/components/**/*.tsx',
  'src/features/auth/**/*.tsx',
  'src/features/password/**/*.tsx',
  'src/features/admin/**/*.tsx',
  'src/features/errors/**/*.tsx',
  'src/features/session/**/*.tsx',
  'src/features/mfa/**/*.tsx',
  'src/features/enrollment/**/*.tsx',
  'src/features/signUp/**/*.tsx',
  'src/features/stores/**/*.tsx',
  'src/features/application/**/*.tsx',
  'src/features/conversion/**/*.tsx',
  'src/features/account/**/*.tsx',
  'src/features/security/**/*.tsx',
];

/** Props that carry identifiers, addresses or styling, never words (label, title, aria-label and alt are words). */
const NON_WORD_PROPS = [
  ...['className', 'style', 'type', 'key', 'id', 'name', 'htmlFor', 'role', 'lang', 'as', '\\$\\w+', 'value'],
  ...['to', 'href', 'target', 'rel', 'path', 'state', 'replace', 'autoComplete', 'inputMode', 'maxLength', 'tabIndex'],
  ...['data-[\\w-]+', 'aria-(live|labelledby|describedby|modal|busy|pressed|invalid|hidden|current|expanded)'],
  ...['pageView', 'channel', 'origin', 'initialEmail', 'kind', 'tone', 'focusKey'],
];

/** Calls whose string arguments are keys, identifiers or events (t and tr take catalogue keys). */
const NON_WORD_CALLS = [
  ...['t', 'tr', 'translate', 'dispatch', 'navigate', 'setFieldValue', 'track', 'get', 'has', 'includes'],
  ...['startsWith', 'endsWith', 'test', 'replace', 'split', 'join', 'getElementById', 'querySelector'],
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', '**/generated/**', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The plain Node scripts (CI's helpers) run in Node alone.
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      // No eslint-disable for these: test/unit/lint/boundaries.test.ts fails on any.
      'import/no-restricted-paths': ['error', { basePath: ROOT, zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use the typed hooks from store/hooks.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['sagas/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SAGA_PATHS, ...SAGA_EFFECTS] },
  },
  {
    files: ['store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Every worker has its own server; Playwright's bare `test` would send this spec to worker 0's.
    files: ['test/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures' (each worker's own server).",
            },
          ],
        },
      ],
    },
  },
  {
    // Only punctuation and white space may be written into JSX as is; every word is a catalogue key.
    files: TRANSLATED,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'should-validate-template': true,
          'jsx-attributes': { exclude: NON_WORD_PROPS },
          callees: { exclude: NON_WORD_CALLS },
          // Punctuation and white space; and catalogue keys passed as props (`title="mfa.fail.title"`).
          words: { exclude: [/^[\p{P}\p{S}\s]*$/u, /^[a-z]+(\.[a-zA-Z0-9]+)+$/] },
          message: 'Words go through the translation catalogues (useT, src/lib/i18n)',
        },
      ],
    },
  },
);
