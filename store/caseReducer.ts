// Case reducers written outside the slice they join (store/enrollment.ts, store/mfa.ts), typed by the part of the
// state they touch and their payload, so those modules need not import the slice (no import cycle).
export type CaseReducer<S, P = void> = (state: S, action: { payload: P }) => void;

/** Types a reducer by its payload; createSlice then types the action creator from it. */
export const caseReducer =
  <S>() =>
  <P = void>(reducer: CaseReducer<S, P>) =>
    reducer;
