export { cn, prepareClassMerge } from "./lib/cn.ts";
export { handledInPlace } from "./lib/plain-click.ts";
export { storedImageForWidth, storedImageSrcSet } from "./lib/stored-image.ts";
export {
  createStoredValue,
  oneOf,
  useStoredValue,
  type StoredValue,
  type StoredValueOptions,
} from "./lib/stored-value.ts";
export * from "./theme/theme.ts";
export { COLOR_TOKEN_PAIRS } from "./theme/color-tokens.ts";

export { Button, buttonVariants, type ButtonProps } from "./components/button/button.tsx";
export { ChoiceLink, type ChoiceLinkProps } from "./components/choice-link/choice-link.tsx";
export {
  Blockquote,
  Heading,
  InlineCode,
  Text,
  type HeadingProps,
  type TextProps,
} from "./components/typography/typography.tsx";
export { Field, Label, useFieldControl, type FieldProps } from "./components/field/field.tsx";
export { Input, type InputProps } from "./components/input/input.tsx";
export { SearchField, type SearchFieldProps } from "./components/search-field/search-field.tsx";
export { Textarea, type TextareaProps } from "./components/textarea/textarea.tsx";
export {
  PasswordInput,
  type PasswordInputProps,
} from "./components/password-input/password-input.tsx";
export { Checkbox, type CheckboxProps } from "./components/checkbox/checkbox.tsx";
export { Switch, type SwitchProps } from "./components/switch/switch.tsx";
export { RadioGroup, RadioGroupItem } from "./components/radio-group/radio-group.tsx";
export { Select, type SelectOption, type SelectProps } from "./components/select/select.tsx";
export { Slider, type SliderProps } from "./components/slider/slider.tsx";
export {
  PlainFilterForm,
  type PlainFilterField,
  type PlainFilterFormProps,
} from "./components/plain-filter-form/plain-filter-form.tsx";
export { Progress, type ProgressProps } from "./components/progress/progress.tsx";
export {
  FileDropZone,
  type FileDropZoneProps,
} from "./components/file-drop-zone/file-drop-zone.tsx";
export {
  UploadProgress,
  type UploadProgressProps,
} from "./components/upload-progress/upload-progress.tsx";
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "./components/card/card.tsx";
export {
  Badge,
  badgeVariants,
  HotBadge,
  MANGA_STATUSES,
  NewBadge,
  PremiumBadge,
  StatusBadge,
  type BadgeProps,
  type MangaStatus,
} from "./components/badge/badge.tsx";
export { Alert, type AlertProps } from "./components/alert/alert.tsx";
export { Avatar, type AvatarProps } from "./components/avatar/avatar.tsx";
export { AspectRatio, type AspectRatioProps } from "./components/aspect-ratio/aspect-ratio.tsx";
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "./components/table/table.tsx";
export {
  StatTiles,
  type StatTile,
  type StatTilesProps,
} from "./components/stat-tiles/stat-tiles.tsx";
export { SkipLink, type SkipLinkProps } from "./components/skip-link/skip-link.tsx";
export { Skeleton, Skeletons, type SkeletonsProps } from "./components/skeleton/skeleton.tsx";
export {
  TabLinks,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  type TabLinksProps,
} from "./components/tabs/tabs.tsx";
export { Tooltip, type TooltipProps } from "./components/tooltip/tooltip.tsx";
export {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./components/dropdown-menu/dropdown-menu.tsx";
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogTrigger,
  type DialogContentProps,
} from "./components/dialog/dialog.tsx";
export { Toaster, toast, type ToastOptions } from "./components/toast/toast.tsx";
export { LinkProvider, AppLink, type LinkComponent, type LinkProps } from "./lib/link.tsx";
export { englishUiText, UiTextProvider, useUiText, type UiText } from "./lib/ui-text.tsx";
export { Logo } from "./components/logo/logo.tsx";
export { Navbar, type NavbarProps } from "./components/navbar/navbar.tsx";
export {
  NotificationBell,
  type NotificationBellProps,
  type NotificationItem,
} from "./components/notification-bell/notification-bell.tsx";
export type { NavbarUser } from "./components/navbar/navbar-parts.tsx";
export type { NavbarLinks, NavbarRole } from "./components/navbar/navbar-items.ts";
export {
  NAVBAR_STYLES,
  navbarStylePreference,
  setNavbarStyle,
  useNavbarStyle,
  type NavbarStyle,
} from "./components/navbar/navbar-style.ts";
export { Rating, type RatingProps } from "./components/rating/rating.tsx";
export { CoverImage, type CoverImageProps } from "./components/cover-image/cover-image.tsx";
export {
  MangaCard,
  MangaCardSkeleton,
  type MangaCardManga,
  type MangaCardProps,
} from "./components/manga-card/manga-card.tsx";
export { ChapterRow, type ChapterRowProps } from "./components/chapter-row/chapter-row.tsx";
export {
  Carousel,
  wrapIndex,
  type CarouselProps,
  type CarouselSlide,
} from "./components/carousel/carousel.tsx";
export { HeroSlide, type HeroSlideProps } from "./components/hero-slide/hero-slide.tsx";
export {
  COPIED_MARKER_MS,
  CopyCodeBlock,
  type CopyCodeBlockProps,
} from "./components/copy-code-block/copy-code-block.tsx";
export { EmptyState, type EmptyStateProps } from "./components/empty-state/empty-state.tsx";
export { PageHeader, type PageHeaderProps } from "./components/page-header/page-header.tsx";
export { Section, type SectionProps } from "./components/section/section.tsx";
export { LoadMore, type LoadMoreProps } from "./components/load-more/load-more.tsx";
export {
  NewsletterForm,
  type NewsletterFormProps,
  type NewsletterResult,
} from "./components/newsletter-form/newsletter-form.tsx";
export {
  Footer,
  type FooterContact,
  type FooterProps,
  type FooterSocialLink,
} from "./components/footer/footer.tsx";
export { ThemeSwitcher, type ThemeChoice } from "./components/theme-switcher/theme-switcher.tsx";
export {
  StarRatingInput,
  type StarRatingInputProps,
} from "./components/star-rating-input/star-rating-input.tsx";
export { RatingBars, type RatingBarsProps } from "./components/rating-bars/rating-bars.tsx";
export { ReviewCard, type ReviewCardProps } from "./components/review-card/review-card.tsx";
export {
  CommentThread,
  type CommentThreadProps,
  type CommentView,
} from "./components/comment-thread/comment-thread.tsx";
export { CommentForm, type CommentFormProps } from "./components/comment-thread/comment-form.tsx";
export {
  ModerationRow,
  type ModerationReport,
  type ModerationRowProps,
} from "./components/moderation-row/moderation-row.tsx";
export { ChapterEnd, type ChapterEndProps } from "./components/chapter-end/chapter-end.tsx";
export { ReaderPage, type ReaderPageProps } from "./components/reader-page/reader-page.tsx";
export {
  StaticReader,
  type StaticReaderLink,
  type StaticReaderProps,
} from "./components/static-reader/static-reader.tsx";
export {
  PageThumbnails,
  type PageThumbnail,
  type PageThumbnailsProps,
} from "./components/page-thumbnails/page-thumbnails.tsx";
export {
  AutoScrollControl,
  autoScrollSpeeds,
  type AutoScrollControlProps,
} from "./components/auto-scroll-control/auto-scroll-control.tsx";
export {
  OfflineDownloadButton,
  type OfflineDownloadButtonProps,
  type OfflineDownloadStatus,
} from "./components/offline-download-button/offline-download-button.tsx";
export {
  DownloadsList,
  type DownloadsListItem,
  type DownloadsListProps,
} from "./components/downloads-list/downloads-list.tsx";
export { StorageMeter, type StorageMeterProps } from "./components/storage-meter/storage-meter.tsx";
export { SyncBadge, type SyncBadgeProps } from "./components/sync-badge/sync-badge.tsx";
