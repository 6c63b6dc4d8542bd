CREATE TABLE "funnel_counts" (
	"day" text NOT NULL,
	"wizard_id" text NOT NULL,
	"schema_version" text NOT NULL,
	"step" text NOT NULL,
	"event" text NOT NULL,
	"field" text DEFAULT '' NOT NULL,
	"bucket" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "funnel_counts_pkey" PRIMARY KEY("wizard_id","day","schema_version","step","event","field","bucket"),
	CONSTRAINT "funnel_counts_event_check" CHECK (event in ('shown', 'refused', 'completed', 'saved', 'submitted', 'left'))
);
