// Every enrollment screen announces itself, so the saga can recover the enrollment after a reload (or send the
// visitor back to the search when there is none), and reads the enrollment state.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { enrollmentOpened } from '../../../store/enrollment';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';

export function useEnrollmentPage() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(enrollmentOpened({ pathname }));
  }, [dispatch, pathname]);
  return useAppSelector((s) => s.enrollment);
}
