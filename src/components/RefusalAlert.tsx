// Why a step was refused: an error Alert (announced and focused), or nothing when there is no message.
import { Alert } from './Alert';

export function RefusalAlert({ message }: { message: string }) {
  return message ? <Alert tone="error">{message}</Alert> : null;
}
