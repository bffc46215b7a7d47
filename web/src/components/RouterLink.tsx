import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { isPlainClick } from './isPlainClick.ts';

export interface RouterLinkProps {
  /** An in-app path, navigated without a page load. */
  href: string;
  children: ReactNode;
  className?: string;
}

/** A Fluent link that navigates inside the app; modified clicks keep the browser's behaviour. */
export function RouterLink({ href, children, className }: RouterLinkProps) {
  const [, navigate] = useLocation();
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <Link href={href} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
