import { withMantine } from '@mb/ui/mantine';
import { useLocation, useParams } from 'wouter';
import { LandingView } from '../landing/landing-view.js';

/** /soluciones/:slug — the product landing pages (spec 1 §2). */
function LandingPage() {
  const { slug } = useParams<{ slug: string }>();
  const [, navigate] = useLocation();
  const go = (path: string) => () => {
    navigate(path);
    window.scrollTo({ top: 0 });
  };
  return <LandingView slug={slug} onHome={go('/')} onStore={go('/tienda')} />;
}

export default withMantine(LandingPage);
