import { useEffect } from 'react';
import { AfterPaint } from '@mb/ui';
import { Hero } from '../home/hero.js';
import '../home/home-translations.js';
import { ContactFooter, HiddenContactSection, ServicesSection, SolutionsSection } from '../home/sections.js';
import '../home/home.css';

/**
 * The marketing home (spec 1 §2). Plain elements styled by home.css on the shell's Mantine CSS variables:
 * no Mantine components here, so the first visit to `/` downloads as little as possible. The world map
 * is a separate chunk loaded after the first paint.
 */
function HomePage() {
  return (
    <div className="mbh-page">
      <Hero />
      {/* Below the hero: drawn in a frame of their own, after it. */}
      <AfterPaint>
        <ServicesSection />
        <SolutionsSection />
        <HiddenContactSection />
        <ContactFooter />
        <ScrollToHash />
      </AfterPaint>
    </div>
  );
}

/** Hash anchors (/#services, /#contact) land on their section once it exists. */
function ScrollToHash() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return null;
}

export default HomePage;
