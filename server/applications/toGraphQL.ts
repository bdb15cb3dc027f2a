// Maps a stored application row to the contract's Application. Nested sections are stored in `data` in the
// contract's own shape; this is the one place that decides what of them leaves the server.
import type { Application, ApplicationType, ApplicationStatus, Channel } from '../graphql/generated/resolvers';
import type { ApplicationRow } from './openApplications';

type Sections = Pick<Application, 'userInformation' | 'customerInformation' | 'storeInformation' | 'loanApplication'>;

export function toApplication(row: ApplicationRow): Application {
  const data = row.data as Partial<Sections>;
  return {
    id: row.id,
    applicationType: row.applicationType as ApplicationType,
    applicationSource: row.applicationSource as Application['applicationSource'],
    applicationNumber: row.applicationNumber,
    source: row.brand,
    stateCode: row.stateCode,
    status: row.status as ApplicationStatus,
    channel: row.channel as Channel,
    preferredProductCode: (row.preferredProductCode ?? null) as Application['preferredProductCode'],
    suppressedBrands: [],
    applicationState: (row.applicationState ?? null) as Application['applicationState'],
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.modifiedAt.toISOString(),
    userInformation: data.userInformation ?? { email: row.email },
    customerInformation: data.customerInformation ?? null,
    storeInformation: data.storeInformation ?? null,
    loanApplication: data.loanApplication ?? null,
    loanApplicationProgress: { applicationUrl: row.applicationUrl },
  };
}
