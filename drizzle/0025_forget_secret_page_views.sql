-- Pages whose address carries a secret (a reset or invitation link's token, a newsletter's or a
-- digest's link, a test payment's reference, a certificate's code) were counted as page views:
-- their raw views and their daily and monthly sums go (issue 50). The totals stay.
delete from page_views where path ~ '^(/en)?/(recover|newsletter/confirm|newsletter/unsubscribe|groups/digest/stop|groups/join|pay/test|certificate)/[^/?]';
--> statement-breakpoint
delete from page_view_days where dimension = 'page' and value ~ '^(/en)?/(recover|newsletter/confirm|newsletter/unsubscribe|groups/digest/stop|groups/join|pay/test|certificate)/[^/?]';
--> statement-breakpoint
delete from page_view_months where dimension = 'page' and value ~ '^(/en)?/(recover|newsletter/confirm|newsletter/unsubscribe|groups/digest/stop|groups/join|pay/test|certificate)/[^/?]';
