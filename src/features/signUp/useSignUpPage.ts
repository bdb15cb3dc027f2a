// Every sign-up page announces itself, so the saga can send a signed-in customer on (and a code page with no sign-up
// in progress back to the form), and reads the sign-up state.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { signUpOpened } from '../../../store/signUp';

export function useSignUpPage() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  useEffect(() => {
    dispatch(signUpOpened({ pathname }));
  }, [dispatch, pathname]);
  return useAppSelector((s) => s.signUp);
}
