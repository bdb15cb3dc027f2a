// Builds the executable schema from the one SDL contract and the implemented resolvers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import { applyAuthorization } from './authz';
import { resolvers } from './resolvers';

const sdlPath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema.graphql');

export function buildSchema(): GraphQLSchema {
  const typeDefs = readFileSync(sdlPath, 'utf8');
  return applyAuthorization(makeExecutableSchema({ typeDefs, resolvers }));
}
