// The security page's read (sessions, remembered devices, recent events) and its changes (end a session, end the
// others, forget a device or all). Every change invalidates 'Security', so the page lists what is left.
import { baseApi } from '../baseApi';
import {
  EndOtherSessionsDocument,
  EndSessionDocument,
  ForgetAllDevicesDocument,
  ForgetDeviceDocument,
  SecurityOverviewDocument,
  type SecurityOverviewQuery,
} from '../generated/graphql';

export type SecurityOverview = SecurityOverviewQuery['securityOverview'];
export type SecuritySession = SecurityOverview['sessions'][number];
export type RememberedDevice = SecurityOverview['rememberedDevices'][number];
export type SecurityEvent = SecurityOverview['events'][number];
export type DeviceDescription = SecuritySession['device'];

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Security'] });

export const securityApi = api.injectEndpoints({
  endpoints: (build) => ({
    securityOverview: build.query<SecurityOverview, void>({
      query: () => ({ document: SecurityOverviewDocument }),
      transformResponse: (data: SecurityOverviewQuery) => data.securityOverview,
      providesTags: ['Security'],
    }),
    endSession: build.mutation<boolean, { id: string }>({
      query: (variables) => ({ document: EndSessionDocument, variables }),
      invalidatesTags: ['Security'],
    }),
    endOtherSessions: build.mutation<boolean, void>({
      query: () => ({ document: EndOtherSessionsDocument }),
      invalidatesTags: ['Security'],
    }),
    forgetDevice: build.mutation<boolean, { id: string }>({
      query: (variables) => ({ document: ForgetDeviceDocument, variables }),
      invalidatesTags: ['Security'],
    }),
    forgetAllDevices: build.mutation<boolean, void>({
      query: () => ({ document: ForgetAllDevicesDocument }),
      invalidatesTags: ['Security'],
    }),
  }),
});

export const {
  useSecurityOverviewQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useForgetDeviceMutation,
  useForgetAllDevicesMutation,
} = securityApi;
