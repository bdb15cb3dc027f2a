// Every enrollment screen announces itself, so the saga can recover the enrollment after a reload (or send the
// visitor back to the search when there is none), and reads the enrollment state.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { watchEnrollment } from '../../../sagas/enrollment/enrollment';
import { startFeatureSaga } from '../../../sagas/featureSagas';
import { enrollmentOpened } from '../../../store/auth';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';

export function useEnrollmentPage() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    // The enrollment saga ships with these screens, not the app shell; it must run before the first event.
    startFeatureSaga('enrollment', watchEnrollment);
    dispatch(enrollmentOpened({ pathname }));
  }, [dispatch, pathname]);
  return useAppSelector((s) => s.auth.enrollment);
}
