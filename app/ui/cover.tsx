import { Image } from './image.tsx';

interface CoverProps {
  cover: string | null;
  width: number | null;
  height: number | null;
  title: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** A work's cover through /_ipx, or a typographic stand-in of the same 2:3 shape. */
export function Cover({ cover, width, height, title, alt, sizes, priority, className = '' }: CoverProps) {
  if (cover && width && height) {
    return (
      <Image
        src={`/${cover}`}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        priority={priority}
        className={`aspect-[2/3] w-full rounded-sm object-cover shadow-sm ${className}`}
      />
    );
  }
  return (
    <div role="img" aria-label={alt} className={`flex aspect-[2/3] w-full items-end rounded-sm bg-ink p-3 text-page shadow-sm ${className}`}>
      <span aria-hidden="true" className="line-clamp-5 font-serif text-lg leading-tight">
        {title}
      </span>
    </div>
  );
}
