import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { termsOfService } from '../../../../src/contracts/legal/index.ts';
import { Button } from '../../ui/button/button';
import { LegalDocumentView } from './legal-document';

/**
 * `/ts`: the terms of service. Forms that link here (sign-up, edit profile) add `showReturn=true`, which
 * offers a way back to them; opened directly (nothing in the app to go back to), Return goes to the
 * splash page.
 */
export function TermsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const showReturn = searchParams.get('showReturn') === 'true';

  // React Router keys the first location of a session 'default': there is no app page behind it.
  const goBack = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate('/');
  };

  return (
    <LegalDocumentView
      document={termsOfService}
      actions={
        showReturn ? (
          <Button variant="secondary" size="small" onClick={goBack}>
            RETURN
          </Button>
        ) : undefined
      }
    />
  );
}
