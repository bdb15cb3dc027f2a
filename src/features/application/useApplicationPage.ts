// Every application page announces itself (the saga finds the application and keeps the customer on a page they may
// see, and counts the page view) and reads the flow's state and the application from the API cache.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useApplicationQuery } from '../../../api/application/endpoints';
import { applicationPageOpened } from '../../../store/application';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { FlowContext } from './steps';

export function useFlowContext(): FlowContext {
  const isReturningCustomer = useAppSelector(
    (s) => s.auth.isReturningCustomer || (s.auth.customerType !== '' && s.auth.customerType !== 'new'),
  );
  return { isReturningCustomer };
}

export function useApplicationPage() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(applicationPageOpened({ pathname }));
  }, [dispatch, pathname]);
  const flow = useAppSelector((s) => s.application);
  const { data } = useApplicationQuery({ id: flow.applicationId }, { skip: !flow.applicationId });
  const application = data ?? null;
  // A form starts from what the server holds: it waits until the application (if there is one) is here.
  const ready = flow.status !== 'loading' && (!flow.applicationId || application !== null);
  return { flow, application, ctx: useFlowContext(), pathname, ready };
}
