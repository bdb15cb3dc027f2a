// Why a step was refused, announced and focused so keyboard and screen-reader users land on it.
import { useEffect, useRef } from 'react';

export function RefusalAlert({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div role="alert" tabIndex={-1} ref={ref}>
      {message}
    </div>
  );
}
