/**
 * The browser entry of every page. Pages are pre-rendered HTML; the browser renders no page, it brings the page's
 * islands to life (app/island-loader.ts) and applies the page-wide behaviour of the served markup: entrance
 * animations and smooth scrolling to sections. React, MUI and a widget's code load only with an island that
 * needs them.
 */
import { startIslands } from './app/island-loader';
import { startEntrances } from './app/motion';
import { enhanceSectionLinks } from './app/scroll-to-section';

startEntrances();
enhanceSectionLinks();
startIslands();
