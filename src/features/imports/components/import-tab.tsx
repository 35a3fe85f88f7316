import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { PanelHeader } from '@/components/ui/panel-header.tsx'
import { DatabaseImportSink } from '@/data/imports/database-import-sink.ts'
import { importKeys } from '@/data/imports/import-keys.ts'
import type { ArchiveSurvey } from '@/lib/import/plan/archive-survey.ts'
import { surveyArchive } from '@/lib/import/plan/archive-survey.ts'
import { defaultMapping, type CategoryMapping } from '@/lib/import/plan/category-mapping.ts'
import { fileFingerprint, ImportRefused } from '@/lib/import/read/import-file.ts'
import { ImagePipeline } from '@/lib/import/write/image-pipeline.ts'
import type { ImportJob, ImportStart } from '@/lib/import/write/import-sink.ts'
import { runImport, type ImportReport as Report } from '@/lib/import/write/run-import.ts'
import { supabase } from '@/lib/supabase.ts'
import { browserHtml, browserImageIo, type PreparePhoto } from '../utils/browser-import.ts'
import { ImportHistory } from './import-history.tsx'
import { ImportPreview } from './import-preview.tsx'
import { ImportProgressBar } from './import-progress-bar.tsx'
import { ImportReport } from './import-report.tsx'

/** Images by URL are refused at once in the browser (browser-import.ts); the budget only bounds the rest. */
const IMAGE_BUDGET_MS = 5 * 60_000

type Step =
  | { at: 'choose'; problem?: string }
  | { at: 'reading'; file: File }
  | { at: 'preview'; file: File; survey: ArchiveSurvey; mapping: CategoryMapping }
  | { at: 'importing'; file: File; processed: number; total: number; importId: string | null }
  | { at: 'finished'; file: File; report: Report }

/** The database sink, telling the tab the import's id as soon as it exists (its history entry is then this tab's). */
class WatchedSink extends DatabaseImportSink {
  constructor(private readonly onStart: (importId: string, total: number) => void) {
    super(supabase)
  }

  override async start(input: ImportStart): Promise<ImportJob> {
    const job = await super.start(input)
    this.onStart(job.id, input.total)
    return job
  }
}

function problemText(error: unknown): string {
  return error instanceof ImportRefused ? error.message : 'The import stopped before the end. Choose the same file again to resume it, or undo it below.'
}

/**
 * The Import tab (administrators; the database refuses everyone else): choose an export, see
 * what would be written, map its categories and tags, import. The same core as `npm run import`
 * runs here; its progress and report are written to the database after every batch.
 */
export function ImportTab({ preparePhoto }: { preparePhoto: PreparePhoto }) {
  const [step, setStep] = useState<Step>({ at: 'choose' })
  const queryClient = useQueryClient()
  const refresh = () => void queryClient.invalidateQueries({ queryKey: importKeys.all })

  async function choose(file: File) {
    setStep({ at: 'reading', file })
    try {
      const survey = await surveyArchive(file)
      setStep({ at: 'preview', file, survey, mapping: defaultMapping(survey.preview.terms) })
    } catch (error) {
      setStep({ at: 'choose', problem: error instanceof ImportRefused ? error.message : `“${file.name}” could not be read.` })
    }
  }

  async function start(file: File, survey: ArchiveSurvey, mapping: CategoryMapping) {
    setStep({ at: 'importing', file, processed: 0, total: 0, importId: null })
    const html = browserHtml()
    const sink = new WatchedSink((importId, total) => {
      setStep({ at: 'importing', file, processed: 0, total, importId })
      refresh()
    })
    try {
      const report = await runImport({
        file, fingerprint: await fileFingerprint(file), survey, mapping, sink, parse: html.parse, sanitize: html.sanitize,
        images: new ImagePipeline({ io: browserImageIo(preparePhoto), budgetMs: IMAGE_BUDGET_MS }),
        onProgress: (processed, total) => setStep((now) => (now.at === 'importing' ? { ...now, processed, total } : now)),
      })
      setStep({ at: 'finished', file, report })
    } catch (error) {
      setStep({ at: 'choose', problem: problemText(error) })
    }
    refresh()
  }

  const drivingId = step.at === 'importing' ? step.importId : null
  return (
    <>
      <PanelHeader title="Import" description="Bring an archive from WordPress (WXR .xml), Ghost (.json) or Substack (.zip). Nothing is written before you confirm the preview." />
      <div className="mb-6 space-y-4">
        {step.at === 'choose' && (
          <div className="rounded-lg border border-dashed border-gray-300 bg-white p-4">
            <label className="block text-sm font-medium text-ink">
              Export file
              <input type="file" accept=".xml,.json,.zip,application/xml,text/xml,application/json,application/zip" className="mt-2 block text-sm"
                onChange={(event) => { const file = event.target.files?.[0]; if (file) void choose(file) }} />
            </label>
            {step.problem && <p role="alert" className="mt-2 text-sm text-red-700">{step.problem}</p>}
          </div>
        )}
        {step.at === 'reading' && <p role="status" className="text-sm text-ink-muted">Reading {step.file.name}...</p>}
        {step.at === 'preview' && (
          <ImportPreview fileName={step.file.name} preview={step.survey.preview} mapping={step.mapping}
            onMappingChange={(mapping) => setStep({ ...step, mapping })} onCancel={() => setStep({ at: 'choose' })}
            onImport={() => void start(step.file, step.survey, step.mapping)} />
        )}
        {step.at === 'importing' && (
          <section aria-label="Importing" className="rounded-lg border border-gray-200 bg-white p-4 text-sm">
            <p className="font-medium text-ink">Importing {step.file.name}... Keep this tab open; if it closes, choose the same file again to resume.</p>
            <ImportProgressBar processed={step.processed} total={step.total} />
          </section>
        )}
        {step.at === 'finished' && (
          <section aria-label="Import finished" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-ink">
            <p role="status" className="font-medium">Import finished{step.report.resumed ? ' (resumed)' : ''}: {step.file.name}.</p>
            <ImportReport importId={step.report.importId} counts={step.report.counts} />
            <Button variant="secondary" className="mt-2" onClick={() => setStep({ at: 'choose' })}>Import another file</Button>
          </section>
        )}
      </div>
      <h3 className="mb-3 text-lg font-semibold text-ink">Imports</h3>
      <ImportHistory drivingId={drivingId} />
    </>
  )
}
