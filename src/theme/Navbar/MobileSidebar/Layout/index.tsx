// Ejected (theme-classic 3.7.0, MIT) so that the phone menu works by keyboard as a modal: focus moves into it when it opens and back to the menu button when it closes (Escape closes it, so does focus leaving it), and the panel slid off screen is inert, not 8 Tab stops at x −316.
import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useNavbarMobileSidebar, useNavbarSecondaryMenu} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Navbar/MobileSidebar/Layout';

export default function NavbarMobileSidebarLayout({header, primaryMenu, secondaryMenu}: Props): ReactNode {
  const {shown: secondaryMenuShown} = useNavbarSecondaryMenu();
  const {shown, toggle} = useNavbarMobileSidebar();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const sidebar = ref.current!;
    if (shown) sidebar.querySelector<HTMLElement>('.menu:not([inert]) :is(a[href], button)')?.focus();
    else if (sidebar.contains(document.activeElement)) document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
  }, [shown, secondaryMenuShown]);
  return (
    <div
      ref={ref}
      className="navbar-sidebar"
      onKeyDown={(event) => event.key === 'Escape' && toggle()}
      onBlur={(event) => shown && event.relatedTarget && !event.currentTarget.contains(event.relatedTarget) && toggle()}
    >
      {header}
      <div
        className={clsx('navbar-sidebar__items', {
          'navbar-sidebar__items--show-secondary': secondaryMenuShown,
        })}
      >
        <div className="navbar-sidebar__item menu" inert={secondaryMenuShown}>
          {primaryMenu}
        </div>
        <div className="navbar-sidebar__item menu" inert={!secondaryMenuShown}>
          {secondaryMenu}
        </div>
      </div>
    </div>
  );
}
