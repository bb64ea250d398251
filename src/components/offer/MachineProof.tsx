import React from "react";
import { Conformity, type ConformityData } from "./Conformity";
import { FactSheet, type DownloadableDocument } from "./FactSheet";

export interface MachineProofProps {
  readonly conformity: ConformityData;
  readonly declarationUrl?: string | null;
  readonly trainingPath?: string | null;
  readonly manufacturer: string | null;
  readonly modelName: string | null;
  readonly warranty: string | null;
  readonly documents: readonly DownloadableDocument[] | null;
}

/** What proves the offer on a machine page: «Conformità e uso», then the model's facts when the company has them. */
export default function MachineProof({ conformity, declarationUrl, trainingPath, ...model }: MachineProofProps) {
  return (
    <>
      <Conformity conformity={conformity} declarationUrl={declarationUrl} trainingPath={trainingPath} />
      <FactSheet
        id="machine-model"
        title="Il modello che vi proponiamo"
        facts={[
          { label: "Fabbricante", value: model.manufacturer },
          { label: "Modello", value: model.modelName },
          { label: "Garanzia del fabbricante", value: model.warranty },
        ]}
        documents={model.documents}
      />
    </>
  );
}
