/**
 * Line icons drawn on a 24 px grid; decorative unless given a title by the caller's label. Their
 * shapes are in one sprite, icons.svg, a hashed asset the browser keeps: each icon on a page is a
 * small <svg> that refers to its symbol, so a page of cards does not repeat the drawings
 * (docs/decisions/0054). Stroke and fill come from the `.ico` class (styles/base.css).
 */
import type { SVGProps } from 'react';
import sprite from './icons.svg?no-inline';

type IconProps = SVGProps<SVGSVGElement>;

/** The symbols of icons.svg. */
type IconName =
  | 'search'
  | 'user'
  | 'bag'
  | 'menu'
  | 'close'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'arrow-right'
  | 'arrow-up'
  | 'plus'
  | 'minus'
  | 'eye'
  | 'filter'
  | 'home'
  | 'grid'
  | 'shop'
  | 'truck'
  | 'return'
  | 'chat'
  | 'zoom'
  | 'ruler'
  | 'mail'
  | 'phone'
  | 'pin'
  | 'list'
  | 'columns-2'
  | 'columns-3'
  | 'columns-4'
  | 'trash'
  | 'logout'
  | 'check';

function Icon({ name, className, ...rest }: Omit<IconProps, 'name'> & { name: IconName }) {
  return (
    <svg width="24" height="24" aria-hidden="true" focusable="false" {...rest} className={className ? `ico ${className}` : 'ico'}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

const icon = (name: IconName) => (p: IconProps) => <Icon {...p} name={name} />;

export const SearchIcon = icon('search');
export const UserIcon = icon('user');
export const BagIcon = icon('bag');
export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const ChevronDown = icon('chevron-down');
export const ChevronLeft = icon('chevron-left');
export const ChevronRight = icon('chevron-right');
export const ArrowRight = icon('arrow-right');
export const ArrowUp = icon('arrow-up');
export const PlusIcon = icon('plus');
export const MinusIcon = icon('minus');
export const EyeIcon = icon('eye');
export const FilterIcon = icon('filter');
export const HomeIcon = icon('home');
export const GridIcon = icon('grid');
export const ShopIcon = icon('shop');
export const TruckIcon = icon('truck');
export const ReturnIcon = icon('return');
export const ChatIcon = icon('chat');
export const ZoomIcon = icon('zoom');
export const RulerIcon = icon('ruler');
export const MailIcon = icon('mail');
export const PhoneIcon = icon('phone');
export const PinIcon = icon('pin');
export const ListIcon = icon('list');
export const TrashIcon = icon('trash');
export const LogoutIcon = icon('logout');
export const CheckIcon = icon('check');

/** Column-count glyph for the layout switcher: 2, 3 or 4 columns. */
export function ColumnsIcon({ count, ...p }: IconProps & { count: number }) {
  return <Icon {...p} name={count === 2 ? 'columns-2' : count === 3 ? 'columns-3' : 'columns-4'} />;
}
