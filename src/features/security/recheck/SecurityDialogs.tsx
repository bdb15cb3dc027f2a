// The dialogs a change on a signed-in page may open over it: the re-check before the change and the offer to end
// other sessions after it. Mounted by the route frame (src/app/RouteFrame.tsx) while one of them is open.
import { EndOtherSessionsDialog } from './EndOtherSessionsDialog';
import { RecheckDialog } from './RecheckDialog';

export function SecurityDialogs() {
  return (
    <>
      <RecheckDialog />
      <EndOtherSessionsDialog />
    </>
  );
}
