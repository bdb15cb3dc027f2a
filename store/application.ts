// The application the customer is working on, as the authenticated-app wrapper captures it (spec 000 section 4):
// its id, type, address state and channel, and a loan number carried in from a hand-off or resume link.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionLost } from './events';

export interface ApplicationState {
  applicationId: string;
  applicationType: 'CONVERSION' | 'REFINANCE' | 'STANDARD' | 'EPP' | '';
  stateCode: string;
  channel: 'ONLINE' | 'RETAIL' | '';
  loanNumber: string;
}

export const initialApplicationState: ApplicationState = {
  applicationId: '',
  applicationType: '',
  stateCode: '',
  channel: '',
  loanNumber: '',
};

const applicationSlice = createSlice({
  name: 'application',
  initialState: initialApplicationState,
  reducers: {
    applicationCaptured(state, action: PayloadAction<Partial<ApplicationState>>) {
      Object.assign(state, action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionLost, () => initialApplicationState);
  },
});

export const { applicationCaptured } = applicationSlice.actions;
export const applicationReducer = applicationSlice.reducer;
