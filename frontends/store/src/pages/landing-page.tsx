import { withMantine } from '@mb/ui/mantine';
import { useLocation, useParams } from 'wouter';
import { LandingView } from '../landing/landing-view.js';

/** /soluciones/:slug — the product landing pages (spec 1 §2). */
function LandingPage() {
  const { slug } = useParams<{ slug: string }>();
  const [, navigate] = useLocation();
  // The shell starts each new page at its top.
  const go = (path: string) => () => navigate(path);
  return <LandingView slug={slug} onHome={go('/')} onStore={go('/tienda')} />;
}

export default withMantine(LandingPage);
