// /application/identity/verify: a photo of an ID goes to the document check (submitIdentityDocument), whose status
// (searchIntellicheckVerification) is read every second while it is pending and announced when it settles. Type and
// size are checked here first with the server's own limits. The image goes straight to the server, never through
// the store (track: false keeps the upload's arguments out of it).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  finalStepsApi,
  useSearchIntellicheckVerificationQuery,
} from '../../../../api/application/finalSteps/endpoints';
import { isApiError } from '../../../../api/errors';
import { identityStepFinished } from '../../../../store/applicationFinalSteps';
import { useAppDispatch } from '../../../../store/hooks';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { StatusMessage } from '../../../components/StatusMessage';
import { FieldError, FieldWrapper } from '../../../components/fieldParts';
import { useT } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/i18n';
import { ApplicationPage } from '../ApplicationPage';
import { applicationPaths } from '../paths';
import { useApplicationPage } from '../useApplicationPage';

export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_IMAGE_BYTES = 512 * 1024;

/** What is wrong with the chosen file, by its catalogue key; null when it may be sent. */
export function fileProblem(file: File | null | undefined): MessageKey | null {
  if (!file) return 'application.finalSteps.identityVerify.fileRequired';
  if (!ACCEPTED_TYPES.includes(file.type)) return 'application.finalSteps.identityVerify.fileType';
  if (file.size > MAX_IMAGE_BYTES) return 'application.finalSteps.identityVerify.fileSize';
  return null;
}

/** The file's bytes as base64 (a data URL without its prefix). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}

export default function IdentityVerifyScreen() {
  const { t, tr } = useT();
  const dispatch = useAppDispatch();
  const page = useApplicationPage();
  const applicationId = page.flow.applicationId;
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<MessageKey | null>(null);
  const [uploading, setUploading] = useState(false);
  const [serverProblem, setServerProblem] = useState('');
  // Read every second while the check is pending; the server settles it (a timed row) on the first read after 3 s.
  const [pendingHint, setPendingHint] = useState(false);
  const { data: check } = useSearchIntellicheckVerificationQuery(
    { applicationId },
    { skip: !applicationId, pollingInterval: pendingHint ? 1000 : 0, refetchOnMountOrArgChange: true },
  );
  const status = check?.status;
  const pending = status === 'PENDING';
  if (pending !== pendingHint) setPendingHint(pending);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fileProblem(file);
    setProblem(found);
    setServerProblem('');
    if (found || !file) return;
    setUploading(true);
    try {
      await dispatch(
        finalStepsApi.endpoints.submitIdentityDocument.initiate(
          { applicationId, document: { fileName: file.name, contentType: file.type, data: await base64Of(file) } },
          { track: false },
        ),
      ).unwrap();
      await dispatch(
        finalStepsApi.endpoints.searchIntellicheckVerification.initiate({ applicationId }, { forceRefetch: true }),
      );
    } catch (error) {
      // The server's words for a refused image; anything else is the generic alert, never an internal message.
      setServerProblem(isApiError(error) && error.kind === 'input' ? error.message : t('application.genericAlert'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <ApplicationPage heading={t('application.finalSteps.identityVerify.heading')} {...page}>
      {!page.ready ? (
        <StatusMessage>{t('application.loading')}</StatusMessage>
      ) : status === 'APPROVED' ? (
        <>
          <StatusMessage tone="success">{t('application.finalSteps.identityVerify.approved')}</StatusMessage>
          <Button type="button" onClick={() => dispatch(identityStepFinished())}>
            {t('application.finalSteps.continue')}
          </Button>
        </>
      ) : pending ? (
        <StatusMessage>{t('application.finalSteps.identityVerify.pending')}</StatusMessage>
      ) : (
        <>
          {status === 'DENIED' && <Alert tone="error">{t('application.finalSteps.identityVerify.denied')}</Alert>}
          {serverProblem && <Alert tone="error">{serverProblem}</Alert>}
          <p>{t('application.finalSteps.identityVerify.intro')}</p>
          <form
            noValidate
            onSubmit={(e) => void submit(e)}
            aria-label={t('application.finalSteps.identityVerify.heading')}
          >
            <FieldWrapper>
              <label htmlFor="identity-file">{t('application.finalSteps.identityVerify.fileLabel')}</label>
              <input
                id="identity-file"
                type="file"
                accept={ACCEPTED_TYPES.join(',')}
                aria-invalid={Boolean(problem)}
                aria-describedby={problem ? 'identity-file-error' : undefined}
                onChange={(e) => {
                  setFile(e.currentTarget.files?.[0] ?? null);
                  setProblem(null);
                }}
              />
              {problem && <FieldError id="identity-file-error">{tr(problem)}</FieldError>}
            </FieldWrapper>
            <Button type="submit" disabled={uploading}>
              {uploading
                ? t('application.finalSteps.identityVerify.uploading')
                : t('application.finalSteps.identityVerify.submit')}
            </Button>
          </form>
          <p>
            <Link to={applicationPaths.identityOptOut}>{t('application.finalSteps.identityVerify.storeInstead')}</Link>
          </p>
        </>
      )}
    </ApplicationPage>
  );
}
