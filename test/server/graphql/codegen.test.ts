// Guards the one GraphQL contract: generated code is current, every root field states who may call it, and no
// operation the client relies on silently disappears.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { makeExecutableSchema } from '@graphql-tools/schema';
import {
  Kind,
  parse,
  type ConstArgumentNode,
  type DefinitionNode,
  type EnumTypeDefinitionNode,
  type FieldDefinitionNode,
  type GraphQLObjectType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { GENERATED_DIRS, ROOT, SCHEMA_PATH, generate } from '../../../codegen';

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'] as const;
type RootType = (typeof ROOT_TYPES)[number];

/** The operations the product names, by root type: account access first, then the application. */
const SPEC_OPERATIONS: Record<RootType, string[]> = {
  Query: [
    // account access
    'customerSystemSearch',
    'skipResumeApplication',
    'openApplication',
    'pendingApplication', // "a pending-application query by id", a name of our own
    'conversionOffers',
    'refinanceDetails',
    'convertLoanDetails',
    'getAdverseActionDetail',
    'getAnotherOptionDetail',
    'searchSsn',
    'getLearningCenterLinks',
    'conditionallyApprovedApplication',
    // the application
    'searchEmailVerification',
    'application',
    'unsubmittedApplication',
    'applicationState',
    'getProductAvailability',
    'getCustomerProductAvailability',
    'documentsPerState',
    'getBaseDisclosures',
    'getStateIdPatterns',
    'getCurrentDate',
    'statesForZipcode',
    'otpSearch',
    'searchBankVerification',
    'searchIntellicheckVerification',
    'generateBokuEVURL',
    'getInitialLoanDetails',
  ],
  Mutation: [
    // account access
    'preliminaryUnderwriting',
    'customerSsnSearch',
    'rememberDevice',
    'logMessage',
    'logDetails',
    'createConversionDenial',
    // the application
    'withdrawApplication',
    'timeoutExpireAction',
    'createPlaidToken',
    'initializePlaidConnection',
    'validateEmailVerificationCode',
    'emailResendCode',
    'createApplication', // "create application (application, cmsData)"
    'createReturningApplication',
    'cloneApplicationBase',
    'cloneApprovedLeadApplication',
    'convertApplicationTypeToConversion',
    'prepareForEnrollment',
    'validateOriginalLoanDetails',
    'savePersonalInformation',
    'saveUserInformation',
    'saveStoreInformation',
    'saveIncomeInformation',
    'saveBankInformation',
    'saveDecisionBankVerification',
    'saveAgreements',
    'saveLoanApplicationProgress',
    'submitApplication',
  ],
  Subscription: ['registerApplicationListener', 'registerListener'],
};

/** Argument names of the contract, which client and server both rely on. */
const SPEC_ARGUMENTS: Record<string, string[]> = {
  skipResumeApplication: ['email'],
  openApplication: ['email', 'isGPCEnabled', 'loanNumber'],
  searchSsn: ['ssn'],
  customerSsnSearch: ['ssn'],
  logMessage: ['message', 'logLevel'],
  logDetails: ['details', 'logLevel'],
  rememberDevice: ['applicationId', 'mfaId', 'blackBox'],
  validateEmailVerificationCode: ['emailVerificationId', 'verificationCode', 'sessionId', 'enrollmentId', 'mfaId'],
  timeoutExpireAction: ['isEnrollment', 'isManualTrigger'],
  saveAgreements: ['id', 'agreements', 'repaymentMethod', 'fundingMethod'],
  registerApplicationListener: ['applicationId'],
  registerListener: ['loanId'],
};

async function readSdl(): Promise<string> {
  return readFile(path.join(ROOT, SCHEMA_PATH), 'utf8');
}

function rootFields(definitions: readonly DefinitionNode[]): Array<{ type: RootType; field: FieldDefinitionNode }> {
  const fields: Array<{ type: RootType; field: FieldDefinitionNode }> = [];
  for (const def of definitions) {
    if (def.kind !== Kind.OBJECT_TYPE_DEFINITION && def.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    const type = ROOT_TYPES.find((name) => name === def.name.value);
    if (!type) continue;
    for (const field of def.fields ?? []) fields.push({ type, field });
  }
  return fields;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(ROOT, dir), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('GraphQL contract', () => {
  it('generated files match the schema and documents (run npm run codegen)', async () => {
    const files = await generate();
    for (const [file, content] of Object.entries(files)) {
      const onDisk = await readFile(path.join(ROOT, file), 'utf8').catch(() => null);
      expect(onDisk, `${file} is stale: run npm run codegen`).toBe(content);
    }
    const onDisk = (await Promise.all(GENERATED_DIRS.map(listFiles))).flat();
    const leftovers = onDisk.filter((file) => !(file in files));
    expect(leftovers, 'generated folders hold files codegen no longer produces: run npm run codegen').toEqual([]);
  });

  it('every Query, Mutation and Subscription field carries @auth with known roles', async () => {
    const document = parse(await readSdl());
    const roleEnum = document.definitions.find(
      (def): def is EnumTypeDefinitionNode => def.kind === Kind.ENUM_TYPE_DEFINITION && def.name.value === 'Role',
    );
    const knownRoles = new Set(roleEnum?.values?.map((value) => value.name.value));
    expect([...knownRoles].sort()).toEqual(['CSR', 'ENROLLMENT', 'USER']);

    const fields = rootFields(document.definitions);
    expect(fields.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { type, field } of fields) {
      const name = `${type}.${field.name.value}`;
      const auth = field.directives?.filter((directive) => directive.name.value === 'auth') ?? [];
      if (auth.length !== 1) {
        problems.push(`${name}: expected one @auth, found ${auth.length}`);
        continue;
      }
      const rolesArg: ConstArgumentNode | undefined = auth[0]?.arguments?.find((arg) => arg.name.value === 'roles');
      const roles = rolesArg?.value.kind === Kind.LIST ? rolesArg.value.values : [];
      if (roles.length === 0) problems.push(`${name}: @auth lists no roles`);
      for (const role of roles) {
        if (role.kind !== Kind.ENUM || !knownRoles.has(role.value)) problems.push(`${name}: unknown role`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('builds and contains every operation the contract names, with its arguments', async () => {
    const schema = makeExecutableSchema({ typeDefs: await readSdl() });
    const roots: Record<RootType, GraphQLObjectType | null | undefined> = {
      Query: schema.getQueryType(),
      Mutation: schema.getMutationType(),
      Subscription: schema.getSubscriptionType(),
    };
    const missing: string[] = [];
    for (const type of ROOT_TYPES) {
      const fields = roots[type]?.getFields() ?? {};
      for (const name of SPEC_OPERATIONS[type]) if (!fields[name]) missing.push(`${type}.${name}`);
    }
    expect(missing).toEqual([]);

    const wrongArgs: string[] = [];
    for (const [operation, args] of Object.entries(SPEC_ARGUMENTS)) {
      const field = ROOT_TYPES.map((type) => roots[type]?.getFields()[operation]).find(Boolean);
      const actual = field?.args.map((arg) => arg.name) ?? [];
      if (args.some((arg) => !actual.includes(arg))) wrongArgs.push(`${operation}(${actual.join(', ')})`);
    }
    expect(wrongArgs).toEqual([]);
  });
});
